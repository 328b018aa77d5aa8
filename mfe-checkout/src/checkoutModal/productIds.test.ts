import { productIds } from './productIds';

describe('productIds', () => {
  it('reads comma-separated ids from the products parameter', () => {
    expect(productIds('?products=p1,p2&x=1')).toEqual(['p1', 'p2']);
  });

  it('drops blanks and repeats', () => {
    expect(productIds('?products=%20p1%20,,p1,p3,')).toEqual(['p1', 'p3']);
  });

  it('is empty without the parameter', () => {
    expect(productIds('')).toEqual([]);
    expect(productIds('?other=1')).toEqual([]);
  });
});

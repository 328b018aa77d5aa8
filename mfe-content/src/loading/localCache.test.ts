/**
 * @jest-environment node
 */
// The server entry's environment: no window, no localStorage.
import { readLocal, writeLocal } from './localCache';

describe('the local cache without a browser', () => {
  it('reads a miss and refuses a write without logging, since nothing is wrong on the server', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readLocal('page:/')).toBeNull();
    expect(writeLocal('page:/', { title: 'Home' })).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

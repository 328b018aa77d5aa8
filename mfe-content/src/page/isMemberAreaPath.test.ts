import { isMemberAreaPath } from './isMemberAreaPath';

it('recognises member-area paths, which are never page data', () => {
  expect(isMemberAreaPath('/me')).toBe(true);
  expect(isMemberAreaPath('/me/messages/t-1')).toBe(true);
  expect(isMemberAreaPath('/ME/schedule?x=1')).toBe(true);
  expect(isMemberAreaPath('/meals')).toBe(false);
  expect(isMemberAreaPath('/')).toBe(false);
});

import { subscriberUpdateBody } from './subscriberUpdateBody';

describe('subscriberUpdateBody', () => {
  it('sends the language when it is set', () => {
    expect(subscriberUpdateBody({ language: 'ar' })).toEqual({ language: 'ar' });
  });

  it('leaves out a language that is empty or not set', () => {
    expect(subscriberUpdateBody({ language: '' })).toEqual({});
    expect(subscriberUpdateBody({ language: null })).toEqual({});
    expect(subscriberUpdateBody({})).toEqual({});
  });

  it('leaves out a language Stride is not translated into, so the flag beside it still saves', () => {
    expect(subscriberUpdateBody({ language: 'klingon', canReceiveMessagesFromMembers: false })).toEqual({
      can_receive_messages_from_members: false,
    });
  });

  it('sends the members-messaging flag when it is defined, false included', () => {
    expect(subscriberUpdateBody({ canReceiveMessagesFromMembers: false })).toEqual({
      can_receive_messages_from_members: false,
    });
    expect(subscriberUpdateBody({ language: 'es', canReceiveMessagesFromMembers: true })).toEqual({
      language: 'es',
      can_receive_messages_from_members: true,
    });
  });
});

import { readFormParams } from './formParams';

describe('readFormParams', () => {
  it('reads the form, the submission, the page, the trigger and the triggering item', () => {
    expect(
      readFormParams('?form=f1&submission=s1&form_page=p1&form_trigger=linked&form_item=workout_session:ws-9'),
    ).toEqual({
      formId: 'f1',
      submissionId: 's1',
      pageId: 'p1',
      trigger: 'linked',
      triggeringItem: { type: 'workout_session', id: 'ws-9' },
    });
  });

  it('treats blank parameters as none and drops an item without a type or an id', () => {
    expect(readFormParams('?form=%20f1%20&submission=&form_item=ws-9')).toEqual({
      formId: 'f1',
      submissionId: null,
      pageId: null,
      trigger: null,
      triggeringItem: null,
    });
    expect(readFormParams('?form_item=page:').triggeringItem).toBeNull();
  });

  it('keeps colons inside the item id', () => {
    expect(readFormParams('?form_item=page:a:b').triggeringItem).toEqual({ type: 'page', id: 'a:b' });
  });
});

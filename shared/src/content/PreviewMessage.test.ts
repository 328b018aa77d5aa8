import { makePageAccess } from '../testing/makePageAccess';
import { PREVIEW_PAGE_MESSAGE, PREVIEW_READY_MESSAGE, readPreviewPageMessage } from './PreviewMessage';

const page = { path: '/draft', title: 'Draft', actions: [], access: { require_purchase: true } };
const hero = { id: 'h', type: 'hero', title: 'Preview hero' };

describe('readPreviewPageMessage', () => {
  it('reads the page of a preview message as sent, its access settings over unset ones', () => {
    const data = { page, blocks: [hero], attributes: { a: 1 } };
    expect(readPreviewPageMessage({ type: PREVIEW_PAGE_MESSAGE, page: data })).toEqual({
      ...data,
      page: { ...page, access: makePageAccess({ require_purchase: true }) },
    });
  });

  it('reads a draft without actions, attributes or access settings as having none', () => {
    const draft = readPreviewPageMessage({ type: PREVIEW_PAGE_MESSAGE, page: { page: { path: '/x' }, blocks: [] } });
    expect(draft).toEqual({ page: { path: '/x', actions: [], access: makePageAccess() }, blocks: [], attributes: {} });
  });

  it('drops blocks that are not objects with a type', () => {
    const draft = readPreviewPageMessage({
      type: PREVIEW_PAGE_MESSAGE,
      page: { page, blocks: [null, 'hero', { id: 'x' }, [hero], hero] },
    });
    expect(draft?.blocks).toEqual([hero]);
  });

  it.each([
    ['another message type', { type: PREVIEW_READY_MESSAGE, page: { page, blocks: [] } }],
    ['a page without a path', { type: PREVIEW_PAGE_MESSAGE, page: { page: { title: 'x' }, blocks: [] } }],
    ['a page without blocks', { type: PREVIEW_PAGE_MESSAGE, page: { page, blocks: 'none' } }],
    ['no page', { type: PREVIEW_PAGE_MESSAGE }],
    ['a string', 'stride:preview-page'],
    ['null', null],
  ])('ignores %s', (_name, data) => {
    expect(readPreviewPageMessage(data)).toBeNull();
  });
});

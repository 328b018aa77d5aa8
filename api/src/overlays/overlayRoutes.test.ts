import { createFixtureTestApp, type FixtureTestApp } from '../../test/fixtureTestApp';

let t: FixtureTestApp;
beforeAll(async () => {
  t = await createFixtureTestApp('club');
});
afterAll(() => t.close());

describe('GET /overlays/{id}', () => {
  it('answers the overlay with its blocks to anyone, collections filled from their paths', async () => {
    const id = await t.overlayId('offer');
    const res = await t.call('GET', `/overlays/${id}`);
    expect(res.statusCode).toBe(200);
    const { overlay } = res.json();
    expect(overlay).toMatchObject({ id, title: 'Go premium' });
    expect(overlay.blocks.map((b: { id: string }) => b.id)).toEqual(['offer-text', 'offer-open', 'offer-list']);
    expect(overlay.blocks[1].action).toEqual({ type: 'open_page', target: '/programs/paid' });
    expect(overlay.blocks[2]).not.toHaveProperty('paths');
    expect(overlay.blocks[2].items).toEqual([
      expect.objectContaining({ page_id: t.pageId('/articles/long'), title: 'banana long read' }),
      expect.objectContaining({ page_id: t.pageId('/articles/short'), title: 'Apple short read' }),
    ]);
  });

  it("answers 404 overlay_not_found for another app's overlay, an unknown id and a malformed one", async () => {
    for (const id of [await t.overlayId('promo', 'rival'), '00000000-0000-4000-8000-000000000000', 'offer']) {
      const res = await t.call('GET', `/overlays/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'overlay_not_found', message: 'Overlay not found' });
    }
  });
});

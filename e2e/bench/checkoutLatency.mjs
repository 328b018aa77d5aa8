// Checkout figures: the price preview under load, and how long a member waits from confirming a card to the page
// they bought.

/**
 * POST /api/products/{id}/preview of the demo's program bought alone, with its order bump and the WELCOME20
 * coupon: product, bump and coupon reads and the arithmetic, for a signed-in member.
 */
export async function previewEndpoint(apiUrl, session) {
  const response = await fetch(`${apiUrl}/api/products/list?include_hidden=true`, { headers: session });
  const { products } = await response.json();
  const program = products.find((product) => product.title === 'Strength Mastery program');
  if (!program) throw new Error('The demo has no "Strength Mastery program" product');
  return {
    path: `/api/products/${program.id}/preview`,
    request: {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({ coupon_code: 'WELCOME20', order_bumps: program.order_bumps.map((bump) => bump.product_id) }),
    },
    goal: 'p99 ≤ 25 ms',
  };
}

import { apiServiceRef } from '@stride/shared';
import { useService } from '@stride/shared/react';
import { useQuery } from '@tanstack/react-query';
import { overlayParagraphs } from './overlayParagraphs';
import { overlayQueries } from './overlayQueries';

/**
 * The purchase overlay the page names (GET /overlays/{id}): its title and the words of its text blocks, above the
 * products. It is a pitch, not a step: while it loads, or if it cannot, the products are shown without it.
 */
export function PurchaseOverlay({ overlayId }: { overlayId: string }) {
  const api = useService(apiServiceRef);
  const { data } = useQuery({ ...overlayQueries.overlay(api, overlayId), retry: false });
  if (!data) return null;
  const { title, blocks } = data.overlay;
  const paragraphs = overlayParagraphs(blocks);
  return (
    <section className="checkout-overlay">
      {title ? (
        <h3 className="checkout-overlay__title" dir="auto">
          {title}
        </h3>
      ) : null}
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="checkout-overlay__text" dir="auto">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

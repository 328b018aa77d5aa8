import { FORM_PARAMS } from '@stride/shared';

export interface FormParams {
  formId: string | null;
  submissionId: string | null;
  /** Submit's page_id: the page the form was opened from. */
  pageId: string | null;
  /** Submit's trigger: what opened the form. */
  trigger: string | null;
  /** Submit's triggering_item, from `type:id`. */
  triggeringItem: { type: string; id: string } | null;
}

function itemOf(text: string | null): FormParams['triggeringItem'] {
  if (!text) return null;
  const colon = text.indexOf(':');
  const type = text.slice(0, colon).trim();
  const id = text.slice(colon + 1).trim();
  return colon > 0 && type && id ? { type, id } : null;
}

/** What #form was asked to show, from the query `modal:open` set (FORM_PARAMS); a blank parameter is none. */
export function readFormParams(search: string): FormParams {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name)?.trim() || null;
  return {
    formId: text(FORM_PARAMS.form),
    submissionId: text(FORM_PARAMS.submission),
    pageId: text(FORM_PARAMS.page),
    trigger: text(FORM_PARAMS.trigger),
    triggeringItem: itemOf(text(FORM_PARAMS.item)),
  };
}

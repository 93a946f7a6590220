/** The optional file of a ticket or a reply: a screenshot or a document. */
export const TICKET_ATTACHMENT_FIELD = {
  name: "attachment",
  label: "Attachment (optional)",
  hint: "A screenshot or a document: JPEG, PNG or PDF, up to 8 MB.",
  accept: "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf",
} as const;

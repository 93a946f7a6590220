import { useState } from "react";
import { rejectionField, type OrderField } from "@proparena/contracts/rejection-codes";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";

interface Rejection {
  message: string;
  /** The field the error's code concerns (contracts' REJECTION_FIELD), or null. */
  field: OrderField | null;
}

/**
 * The last refusal of an order form, by its code: `message` for the form, and `at(field)` the
 * message under the field the code concerns (until that field is edited, `edited(field)`).
 */
export function useFieldRejection() {
  const [rejection, setRejection] = useState<Rejection | null>(null);
  return {
    message: rejection?.message ?? null,
    at: (field: OrderField) => (rejection?.field === field ? rejection.message : null),
    show: (error: unknown) =>
      setRejection({
        message: errorMessage(error),
        field: isApiRequestError(error) ? rejectionField(error.code) : null,
      }),
    clear: () => setRejection(null),
    edited: (field: OrderField) =>
      setRejection((now) => (now?.field === field ? { ...now, field: null } : now)),
  };
}

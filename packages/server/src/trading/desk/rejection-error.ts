import type { RejectionCode as ListedCode } from "@proparena/contracts/rejection-codes";
import type { Rejection, RejectionCode } from "@proparena/domain/result";
import { HttpError } from "../../lib/http-error";

/**
 * The contracts' list of rejection codes (zod-free, for the web) and the domain's union must be
 * the same set: adding a code to one without the other fails the type check here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCodes: Same<RejectionCode, ListedCode> = true;
void sameCodes;

/** An engine's refusal as the error the desk raises: the engine's code and its sentence. */
export const rejectionError = (rejection: Rejection): HttpError =>
  new HttpError(rejection.code, rejection.reason);

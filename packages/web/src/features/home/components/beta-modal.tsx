import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { BETA_BALANCE_LABEL } from "../../../lib/product";

/** Spec §1/§4: the beta notice, open when the home page loads, closed by its Close button. */
export function BetaModal() {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Modal open={open} title="We are currently in Beta!" onClose={close}>
      <div className="space-y-3 text-sm leading-relaxed">
        <p>
          Join for free and get access to the beta with{" "}
          <strong className="text-white">{BETA_BALANCE_LABEL}</strong> in virtual money.
        </p>
        <p>Once we go live, you will earn real-money rewards based on the money you made.</p>
        <p>We would love your feedback while we build.</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link to="/auth/signup" onClick={close} className={buttonClass("secondary")}>
          Join for free
        </Link>
        <button type="button" onClick={close} className={buttonClass("primary")} data-autofocus>
          Close
        </button>
      </div>
    </Modal>
  );
}

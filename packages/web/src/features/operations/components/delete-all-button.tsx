import { useState } from "react";
import type { FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { ADMIN_DELETE_TARGETS } from "@proparena/contracts/admin";
import type { AdminDeleteTarget } from "@proparena/contracts/admin";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { TextField } from "../../../components/text-field";
import { useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useDeleteAdminData } from "../../../lib/delete-admin-data";

const CONFIRM_WORD = "DELETE";
const USERS_PATH = "/admin/users";

const TARGET_LABEL: Record<AdminDeleteTarget, string> = {
  positions: "positions",
  orders: "orders",
  "trade-histories": "trade histories",
  accounts: "accounts",
  users: "users (admins are kept)",
};

function countSummary(deleted: Record<string, number>): string {
  const parts = Object.entries(deleted).map(([what, count]) => `${count} ${what}`);
  return parts.length ? parts.join(", ") : "nothing to delete";
}

/**
 * Spec §2/§7 "DeleteAll": after a typed confirmation, runs the five admin deletes in order.
 * After each success the admin lands on the Users page (spec §4). A failure stops the run,
 * is logged to the console (as the original did) and shown to the admin.
 */
export function DeleteAllButton({ className = "" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [running, setRunning] = useState<AdminDeleteTarget | null>(null);
  const deleteData = useDeleteAdminData();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const close = () => {
    if (running) return;
    setOpen(false);
    setTyped("");
  };

  const runAll = async (event: FormEvent) => {
    event.preventDefault();
    if (typed !== CONFIRM_WORD || running) return;
    const done: string[] = [];
    let onUsersPage = location.pathname === USERS_PATH;
    for (const target of ADMIN_DELETE_TARGETS) {
      setRunning(target);
      try {
        const result = await deleteData.mutateAsync(target);
        done.push(`${TARGET_LABEL[target].split(" ")[0]}: ${countSummary(result.deleted)}`);
        navigate(USERS_PATH, { replace: onUsersPage });
        onUsersPage = true;
      } catch (error) {
        console.error(`Admin delete of ${target} failed.`, error);
        toast.show({
          tone: "error",
          title: `Deleting ${TARGET_LABEL[target]} failed`,
          description: `${errorMessage(error)}${done.length ? ` Already deleted — ${done.join("; ")}.` : ""} The remaining steps did not run.`,
        });
        setRunning(null);
        setOpen(false);
        setTyped("");
        return;
      }
    }
    setRunning(null);
    setOpen(false);
    setTyped("");
    toast.show({ tone: "success", title: "All data deleted", description: done.join("; ") });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass("danger", "sm", className)}
      >
        DeleteAll
      </button>
      <Modal
        open={open}
        title="Delete all trading data?"
        onClose={close}
        dismissible={running === null}
      >
        <form onSubmit={runAll} className="space-y-4">
          <p className="text-sm">
            This permanently deletes, in this order:{" "}
            {ADMIN_DELETE_TARGETS.map((t) => TARGET_LABEL[t]).join(", ")}. It cannot be undone.
          </p>
          <p className="text-sm" data-testid="delete-all-kept">
            Admins&rsquo; own user accounts are kept, so you and the other admins stay signed in.
            Every trading account is deleted, admins&rsquo; included; an admin gets a new Beta
            account when they next open the arena or their accounts.
          </p>
          <TextField
            label={`Type ${CONFIRM_WORD} to confirm`}
            name="confirm"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={running !== null}
            data-autofocus
          />
          {running && (
            <p role="status" className="text-sm text-slate-300">
              Deleting {TARGET_LABEL[running]}…
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={close}
              disabled={running !== null}
              className={buttonClass("secondary")}
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={typed !== CONFIRM_WORD || running !== null}
              className={buttonClass("danger")}
            >
              {running ? "Deleting…" : "Delete everything"}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

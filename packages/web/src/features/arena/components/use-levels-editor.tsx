import { useState, type ReactNode } from "react";
import { EditLevelsDialog, type Levels, type LevelsChange } from "./edit-levels-dialog";

/**
 * Which row of a trading table has its levels (price, SL, TP) being edited, and the dialog that
 * edits them: `edit(id)` opens it, a save runs `save` and closes it. No dialog when `readOnly`.
 */
export function useLevelsEditor<Row extends { id: string; symbol: string }>({
  rows,
  readOnly,
  digitsOf,
  title,
  initial,
  save,
}: {
  rows: readonly Row[];
  readOnly: boolean;
  digitsOf: (symbol: string) => number;
  title: (row: Row) => string;
  initial: (row: Row) => Levels;
  save: (row: Row, change: LevelsChange) => Promise<void>;
}): { edit: (id: string) => void; dialog: ReactNode } {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = rows.find((row) => row.id === editingId) ?? null;
  const dialog =
    editing && !readOnly ? (
      <EditLevelsDialog
        key={editing.id}
        title={title(editing)}
        digits={digitsOf(editing.symbol)}
        initial={initial(editing)}
        onSave={async (change) => {
          await save(editing, change);
          setEditingId(null);
        }}
        onCancel={() => setEditingId(null)}
      />
    ) : null;
  return { edit: setEditingId, dialog };
}

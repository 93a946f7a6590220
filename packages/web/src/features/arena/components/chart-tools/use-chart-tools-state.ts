import { useCallback, useMemo, useState } from "react";
import type { DrawingKind, DrawingPoint, Indicator } from "@proparena/contracts/arena-tools";
import { useToast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { useChartSettings, useSaveChartSettings } from "../../requests/chart-settings";
import { useCreateDrawing, useDeleteDrawing, useDrawings } from "../../requests/chart-drawings";
import type { ChartToolsProps } from "../../lib/chart-tools-props";

const NO_INDICATORS: readonly Indicator[] = [];

/**
 * The chart's tools for one symbol: the trader's indicators (saved on the server, every symbol)
 * and the symbol's drawings, the line being drawn, and what the chart needs of them.
 */
export function useChartToolsState(symbol: string) {
  const toast = useToast();
  const settings = useChartSettings();
  const save = useSaveChartSettings();
  const drawings = useDrawings(symbol);
  const { mutate: createDrawing } = useCreateDrawing();
  const remove = useDeleteDrawing();
  const [drawing, setDrawing] = useState<{ kind: DrawingKind; first: DrawingPoint | null } | null>(
    null,
  );

  const indicators = settings.data?.indicators ?? NO_INDICATORS;
  const saveIndicators = useCallback(
    (next: Indicator[]) =>
      save.mutate(
        { indicators: next },
        {
          onError: (error) =>
            toast.show({
              tone: "error",
              title: "The indicators were not saved",
              description: errorMessage(error),
            }),
        },
      ),
    [save, toast],
  );

  const onPoint = useCallback(
    (point: DrawingPoint) => {
      if (!drawing) return;
      if (drawing.kind === "trend" && !drawing.first) {
        setDrawing({ kind: "trend", first: point });
        return;
      }
      if (drawing.kind === "trend" && drawing.first && drawing.first.time === point.time) return;
      const points = drawing.kind === "trend" && drawing.first ? [drawing.first, point] : [point];
      setDrawing(null);
      createDrawing(
        { symbol, kind: drawing.kind, points },
        {
          onError: (error) =>
            toast.show({
              tone: "error",
              title: "The line was not saved",
              description: errorMessage(error),
            }),
        },
      );
    },
    [drawing, createDrawing, symbol, toast],
  );

  const chart: ChartToolsProps = useMemo(
    () => ({ indicators, drawings: drawings.data?.drawings ?? [], drawing, onPoint }),
    [indicators, drawings.data, drawing, onPoint],
  );

  return {
    chart,
    settings,
    indicators,
    saveIndicators,
    savingIndicators: save.isPending,
    drawings,
    drawing,
    startDrawing: (kind: DrawingKind | null) => setDrawing(kind ? { kind, first: null } : null),
    deleteDrawing: (id: string) =>
      remove.mutate(id, {
        onError: (error) =>
          toast.show({
            tone: "error",
            title: "The line was not deleted",
            description: errorMessage(error),
          }),
      }),
    deleting: remove.isPending ? remove.variables : null,
  };
}

export type ChartToolsState = ReturnType<typeof useChartToolsState>;

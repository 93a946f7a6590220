import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateDrawingBody,
  Drawing,
  DrawingsResponse,
} from "@proparena/contracts/arena-tools";
import { api } from "../../../lib/api";
import { toolsKeys } from "../lib/tools-keys";

/** GET /chart/drawings?symbol= -> the lines the trader drew on that symbol, oldest first. */
export function useDrawings(symbol: string) {
  return useQuery({
    queryKey: toolsKeys.drawings(symbol),
    queryFn: () => api("GET /chart/drawings", { query: { symbol } }),
    staleTime: Infinity,
  });
}

/** POST /chart/drawings -> the drawing, added to its symbol's list. */
export function useCreateDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDrawingBody) => api("POST /chart/drawings", { body }),
    onSuccess: (drawing: Drawing) =>
      queryClient.setQueryData<DrawingsResponse>(toolsKeys.drawings(drawing.symbol), (current) => ({
        drawings: [...(current?.drawings ?? []), drawing],
      })),
  });
}

/** DELETE /chart/drawings/:id -> the drawing, taken off its symbol's list. */
export function useDeleteDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /chart/drawings/:id", { params: { id } }),
    onSuccess: (drawing: Drawing) =>
      queryClient.setQueryData<DrawingsResponse>(toolsKeys.drawings(drawing.symbol), (current) =>
        current ? { drawings: current.drawings.filter((d) => d.id !== drawing.id) } : current,
      ),
  });
}

import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppRuntime } from "./app/app";
import { readSsrState } from "./app/ssr-state";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");

/** A promise that settles in a later task: the main thread is free in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A public page comes rendered by the server (entry-server.tsx): React takes over its HTML,
// in short tasks (the page is painted and readable already), so no one task holds the main
// thread long: the module's evaluation, the runtime, then the hydration, which runs in a
// transition so React yields to the browser every few milliseconds. Any other page is
// rendered here at once.
async function start() {
  const ssr = readSsrState();
  if (ssr) await nextTask();
  const runtime = await createAppRuntime(ssr);
  const app = (
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>
  );
  if (!ssr) {
    createRoot(container!).render(app);
    return;
  }
  await nextTask();
  startTransition(() => void hydrateRoot(container!, app));
}
void start();

import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppRuntime } from "./app/app";
import { readSsrState } from "./app/ssr-state";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");

// A public page comes rendered by the server (entry-server.tsx): React takes over its HTML.
// Any other page is rendered here.
const ssr = readSsrState();
void createAppRuntime(ssr).then((runtime) => {
  const app = (
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>
  );
  if (ssr) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

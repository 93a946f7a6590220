import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createAppRuntime } from "./app/app";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");

const runtime = createAppRuntime();
createRoot(container).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  readonly VITE_HERO_VIDEO_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

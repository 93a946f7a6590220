import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "./browser-storage";

/** The visitor's sound preference, kept in localStorage; sounds are on unless turned off. */
const STORAGE_KEY = STORAGE_KEYS.sound;
const listeners = new Set<() => void>();

export const SOUNDS = {
  click: "/sounds/click.wav",
  buy: "/sounds/buy.wav",
} as const;

export const AUDIO_FAILED_MESSAGE = "Audio play failed";

export function isSoundEnabled(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setSoundEnabled(enabled: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, enabled ? "on" : "off");
  } catch {
    // Storage unavailable: the choice lasts until reload only through the listeners below.
  }
  for (const listener of listeners) listener();
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSoundEnabled,
    () => false,
  );
}

/**
 * Plays a short local sound when sound is on. Browsers refuse audio before the first user
 * gesture and some have no audio at all: spec §8 logs 'Audio play failed' and nothing else.
 */
export function playSound(url: string): void {
  if (!isSoundEnabled()) return;
  try {
    const audio = new Audio(url);
    audio.volume = 0.4;
    const played = audio.play() as Promise<void> | undefined;
    played?.catch(() => console.warn(AUDIO_FAILED_MESSAGE));
  } catch {
    console.warn(AUDIO_FAILED_MESSAGE);
  }
}

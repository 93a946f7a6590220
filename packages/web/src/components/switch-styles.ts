/**
 * Class names for a checkbox drawn as an on/off switch (`<input type="checkbox" role="switch">`),
 * for settings that save as soon as they are flipped.
 */
export const switchClass =
  "relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border border-slate-600 bg-slate-800 transition-colors " +
  "before:absolute before:top-0.5 before:left-0.5 before:size-[1.125rem] before:rounded-full before:bg-slate-300 before:transition-transform " +
  "checked:border-brand-500 checked:bg-brand-500 checked:before:translate-x-5 checked:before:bg-slate-950 " +
  "disabled:cursor-not-allowed disabled:opacity-60 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300";

/**
 * A trader's picture on a disc beside their name (decorative: the name says who it is), or the
 * first letter of the name where they have none. `className` sizes the disc, picture and letter
 * alike; `letterClassName` colours the letter's disc.
 */
export function Avatar({
  url,
  name,
  px,
  className,
  letterClassName,
}: {
  url: string | null;
  name: string;
  /** Its width and height in CSS pixels. */
  px: number;
  className: string;
  letterClassName: string;
}) {
  return url ? (
    <img
      src={url}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      className={`${className} rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`flex ${className} items-center justify-center rounded-full font-bold ${letterClassName}`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

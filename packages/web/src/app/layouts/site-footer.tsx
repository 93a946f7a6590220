import { Link } from "react-router";
import { focusRing } from "../../components/button-styles";
import { Logo } from "../../components/logo";
import { PRODUCT_NAME, SOCIAL_LINKS } from "../../lib/product";

const LEGAL_LINKS = [
  { label: "Terms of Service", to: "/legal/terms" },
  { label: "Privacy Policy", to: "/legal/privacy" },
];

const SITE_LINKS = [
  { label: "How It Works", to: "/#Features" },
  { label: "Pricing", to: "/#Pricing" },
  { label: "Challenge rules", to: "/rules" },
  { label: "Leaderboard", to: "/leaderboard" },
  { label: "Openbook", to: "/openbook" },
  { label: "Pools", to: "/pools" },
  { label: "Payouts", to: "/payouts" },
  { label: "Integrity register", to: "/integrity/register" },
  { label: "Market status", to: "/status" },
  { label: "Contact", to: "/contact" },
];

const linkClass = `rounded text-sm text-slate-400 hover:text-white ${focusRing}`;

/** A titled column of footer links. */
function FooterNav({
  label,
  title,
  links,
}: {
  label: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className="text-xs font-semibold tracking-widest text-slate-300 uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-white/5 bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-400">
            Trading challenges with virtual money, transparent rules and payouts made by smart
            contracts.
          </p>
        </div>
        <FooterNav label="Footer" title="Explore" links={SITE_LINKS} />
        <FooterNav label="Legal" title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6 lg:px-8">
          <p className="text-xs text-slate-400">
            © {new Date().getFullYear()} {PRODUCT_NAME}. Simulated trading with virtual money.
          </p>
          <ul aria-label="Social networks" className="flex flex-wrap gap-4">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

import { Link } from 'react-router';
import { landingAnchors, paths } from '@/app/paths';
import { BrandLogo } from '@/components/brand-logo';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: { pathname: paths.home, hash: `#${landingAnchors.features}` } },
      { label: 'Industries', to: { pathname: paths.home, hash: `#${landingAnchors.industries}` } },
      { label: 'Pricing', to: { pathname: paths.pricing } },
      { label: 'Datasets', to: { pathname: paths.datasets } },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: { pathname: paths.about } },
      { label: 'Contact sales', to: { pathname: paths.contact } },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-border/60 bg-background/80">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm space-y-3">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">
            Claims and hypotheses checked against data, with the evidence, the alternatives ruled out, and a signed
            proof anyone can verify.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border/60">
        {/* Pre-rendered at build time: the year may have turned since. */}
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6" suppressHydrationWarning>
          © {new Date().getFullYear()} Verity. Every verdict comes with its proof.
        </p>
      </div>
    </footer>
  );
}

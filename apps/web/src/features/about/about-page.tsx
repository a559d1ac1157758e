import { Eye, Scale, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ABOUT_STATS } from '@verity/contracts/marketing';
import { paths } from '@/app/paths';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

const VALUES = [
  {
    icon: Scale,
    title: 'Evidence over assertion',
    body: 'A verdict is only as good as the data and the test behind it. We show both, every time.',
  },
  {
    icon: Eye,
    title: 'Honest about uncertainty',
    body: 'When the data cannot settle a claim we say “unverifiable” and explain why, rather than invent a score.',
  },
  {
    icon: ShieldCheck,
    title: 'Proof anyone can check',
    body: 'Our proofs are signed and our key is public, so you never have to take our word for it.',
  },
] as const;

export default function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <section aria-labelledby="about-title" className="mx-auto max-w-4xl px-4 pt-16 pb-16 text-center sm:px-6 sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">About Verity</p>
        <h1 id="about-title" className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Our mission: make every claim answerable to its data
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          Organisations decide on claims every day — about customers, markets, policies and risks. Verity gives them a fast,
          rigorous way to test those claims against data, to see the alternatives that were ruled out, and to keep a signed
          record that holds up when someone asks “how do you know?”.
        </p>
      </section>

      <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="stats-title" className="sr-only">
          Verity in figures
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {ABOUT_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-2xl border bg-card p-6 text-center">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-4xl font-semibold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading id="values-title" eyebrow="Our values" title="What we will not compromise on" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.contact}>Talk to our team</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.pricing}>See pricing</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

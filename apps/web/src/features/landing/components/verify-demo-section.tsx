import { BadgeCheck, Database, FileSearch, KeyRound, Scale } from 'lucide-react';
import { landingAnchors } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { SectionHeading } from '@/components/section-heading';

/**
 * Place of the live claim-verification demo (spec §2, §5, decisions.md #8).
 * Until the claims engine lands this section explains what the demo will do, with no controls.
 * The claims feature replaces this file's component with the working demo; keep the export name
 * and the `live-demo` anchor.
 */
const OUTPUTS = [
  { icon: Scale, title: 'A verdict and veracity score', body: 'Supported, contradicted, or unverifiable — with the reason when the data cannot say.' },
  { icon: Database, title: 'The sources it used', body: 'Which public datasets from the shipped catalogue were consulted, and which rows matter.' },
  { icon: FileSearch, title: 'The evidence', body: 'The figures behind the verdict, so you can see why, not just what.' },
  { icon: KeyRound, title: 'A signed proof', body: 'A hash chain of every step, signed with our published key and checkable in your browser.' },
] as const;

export function VerifyDemoSection() {
  return (
    <section id={landingAnchors.liveDemo} aria-labelledby="live-demo-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="overflow-hidden rounded-3xl border bg-card">
          <div className="grid gap-10 p-6 sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:p-14">
            <div>
              <Badge variant="secondary" className="mb-4">
                Live demo · arriving soon
              </Badge>
              <SectionHeading
                id="live-demo-title"
                align="left"
                title="Check a claim, right here"
                description="Type a statement such as a statistic from a news story, and Verity will check it against real public datasets in seconds. The live checker opens on this page as soon as our claims engine ships."
              />
              <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
                <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>
                  A claim outside our catalogue is answered “unverifiable” with the reason — never with a made-up score.
                </span>
              </p>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-muted-foreground">What every check will return</h3>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {OUTPUTS.map(({ icon: Icon, title, body }) => (
                  <li key={title} className="rounded-xl border bg-background/60 p-4">
                    <Icon className="size-5 text-primary" aria-hidden="true" />
                    <p className="mt-3 font-medium">{title}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{body}</p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

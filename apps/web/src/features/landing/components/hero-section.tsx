import { ArrowRight, CheckCircle2, FileCheck2, PlayCircle, ShieldCheck, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { LandingDialog } from '../landing-dialog';

interface HeroSectionProps {
  onOpen: (dialog: LandingDialog) => void;
}

export function HeroSection({ onOpen }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="bg-grid absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)] opacity-60" />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:pb-28">
        <div>
          <Badge variant="outline" className="bg-background/70 px-3 py-1 text-sm backdrop-blur">
            <ShieldCheck className="text-success" aria-hidden="true" />
            Every verdict ships with a signed proof
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Know if a claim holds up. <span className="text-gradient">Prove it to anyone.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Verity tests claims and hypotheses against real data, shows the evidence and the alternative explanations it
            ruled out, and hands you a cryptographically signed proof that anyone can check.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button size="lg" onClick={() => onOpen('pilot')}>
              Start Enterprise Pilot
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" onClick={() => onOpen('demo')}>
              Request a demo
            </Button>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
            <Button variant="link" className="h-auto px-0 text-base" onClick={() => onOpen('assessment')}>
              Take the free Truth Assessment
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button variant="link" className="h-auto px-0 text-muted-foreground hover:text-foreground" onClick={() => onOpen('platform-demo')}>
              <PlayCircle aria-hidden="true" />
              Watch platform demo
            </Button>
          </div>
        </div>
        <ProofIllustration />
      </div>
    </section>
  );
}

/** Marketing art, labelled as such: the shape of a Verity verdict, not a real result. */
function ProofIllustration() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/25 via-transparent to-success/25 blur-2xl" />
      <div className="rounded-2xl border bg-card/90 p-5 shadow-xl shadow-primary/10 backdrop-blur">
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span className="font-mono">verdict · illustration</span>
          <FileCheck2 className="size-4" aria-hidden="true" />
        </div>
        <p className="mt-3 font-medium">“Weekly active users rose after the onboarding redesign.”</p>
        <ul className="mt-5 space-y-3 text-sm">
          <li className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>Hypothesis tested against the uploaded data</span>
          </li>
          <li className="flex items-start gap-2">
            <XCircle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>Seasonality, a pricing change and a tracking fix tested as alternatives</span>
          </li>
          <li className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>Each step hashed (SHA-256) and the chain signed (Ed25519)</span>
          </li>
        </ul>
        <div className="mt-5 rounded-lg border bg-muted/60 p-3 font-mono text-xs text-muted-foreground">
          proof → verify anywhere with the published key
        </div>
      </div>
      <figcaption className="sr-only">Illustration of what a Verity verdict contains</figcaption>
    </figure>
  );
}

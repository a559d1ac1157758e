import { Globe2, Scale, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ScalingEconomics } from './scaling-economics';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** How validation works, what it costs at scale, and what every plan includes. */
export function InfoPanel({ planId, planPending = false }: { planId?: string; planPending?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold tracking-tight">How it works</h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Section icon={<ShieldCheck aria-hidden="true" />} title="Validation process">
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
            <li>Your hypothesis is matched to the columns of your data; if it cannot be, you are told why.</li>
            <li>The tests the analysis type calls for run on the data, checked against scipy.</li>
            <li>Bayes factors give the truth score: the posterior probability of the claim as stated.</li>
            <li>At least three counter-hypotheses are measured on the same data, strongest first.</li>
            <li>Every step is hashed into a chain and signed with Ed25519, so anyone can re-check it.</li>
          </ol>
        </Section>
        <Section icon={<Scale aria-hidden="true" />} title="Scaling economics">
          <ScalingEconomics planId={planId} planPending={planPending} />
        </Section>
        <Section icon={<Globe2 aria-hidden="true" />} title="Global features">
          <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            <li>Public proof links that verify in any browser against our published key.</li>
            <li>JSON or CSV data up to 10 MB, typed, pasted or uploaded.</li>
            <li>Four analysis types: descriptive, causal, predictive and prescriptive.</li>
            <li>Deterministic results: the same data and engine version give the same score.</li>
          </ul>
        </Section>
      </CardContent>
    </Card>
  );
}

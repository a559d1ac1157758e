import { Clock, Headphones, MessageSquare, ShieldCheck, Timer, Users } from 'lucide-react';
import { MARKETING } from '@verity/contracts/marketing';
import { Card, CardContent } from '@/components/ui/card';
import { ContactForm } from './components/contact-form';
import { useDocumentTitle } from '@/lib/use-document-title';

const CONTACT_INFO = [
  { icon: Timer, title: 'Enterprise response', body: `Under ${MARKETING.enterpriseResponseHours} hours.` },
  { icon: Clock, title: 'Demo requests', body: `We contact you within ${MARKETING.demoContactHours} hours.` },
  { icon: Headphones, title: 'Support', body: `24/7 for customers, with ${MARKETING.uptime} uptime.` },
] as const;

const BENEFITS = [
  { icon: ShieldCheck, text: 'A walkthrough on your own claims and data' },
  { icon: Users, text: 'Help scoping a pilot for your team' },
  { icon: MessageSquare, text: 'Straight answers on pricing, security and deployment' },
] as const;

export default function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Contact</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">Talk to our enterprise team</h1>
        <p className="mt-5 text-lg text-muted-foreground">
          Tell us what you need to verify. A specialist will reply with next steps — no sales script.
        </p>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <Card>
          <CardContent className="p-6 sm:p-8">
            <ContactForm />
          </CardContent>
        </Card>
        <aside className="space-y-8" aria-label="Contact information and benefits">
          <section aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="text-lg font-semibold">
              Contact information
            </h2>
            <ul className="mt-4 space-y-4">
              {CONTACT_INFO.map(({ icon: Icon, title, body }) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-medium">{title}</p>
                    <p className="text-sm text-muted-foreground">{body}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-benefits-title" className="rounded-2xl border bg-muted/40 p-6">
            <h2 id="contact-benefits-title" className="text-lg font-semibold">
              What you get from the call
            </h2>
            <ul className="mt-4 space-y-3">
              {BENEFITS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-2 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

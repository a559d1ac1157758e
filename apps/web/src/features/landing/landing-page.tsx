import { useCallback, useEffect, useState } from 'react';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { IndustriesSection } from './components/industries-section';
import { LandingDialogs, preloadLandingDialogs } from './components/landing-dialogs';
import { PilotPackageSection } from './components/pilot-package-section';
import { ProblemSection } from './components/problem-section';
import { VerifyDemoSection } from './components/verify-demo-section';
import type { LandingDialog } from './landing-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LandingPage() {
  const [open, setOpen] = useState<LandingDialog | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<LandingDialog>>(() => new Set());

  const openDialog = useCallback((dialog: LandingDialog | null) => {
    if (dialog) setMounted((current) => (current.has(dialog) ? current : new Set([...current, dialog])));
    setOpen(dialog);
  }, []);

  useDocumentTitle('Claims checked against data, with proof');

  useEffect(() => preloadLandingDialogs(), []);

  return (
    <>
      <HeroSection onOpen={openDialog} />
      <ProblemSection />
      <HowItWorksSection />
      <VerifyDemoSection />
      <FeaturesSection />
      <IndustriesSection />
      <PilotPackageSection onRequestDemo={() => openDialog('demo')} />
      <LandingDialogs open={open} onOpenChange={openDialog} mounted={mounted} />
    </>
  );
}

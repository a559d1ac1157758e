import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { BrandLogo } from '@/components/brand-logo';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AssessmentFlow } from './components/assessment-flow';

/**
 * `/assessment` (decisions.md #18): the full-screen variant. It has no close button; closing
 * (Escape) sends the browser to '/'.
 */
export default function AssessmentPage() {
  const navigate = useNavigate();
  useDocumentTitle('Truth Assessment');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) void navigate(paths.home);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex max-w-5xl items-center px-4 py-4 sm:px-6">
        <Link to={paths.home} className="rounded-md" aria-label="Verity home">
          <BrandLogo />
        </Link>
      </header>
      <main id="main" className="px-4 pt-6 pb-16 sm:px-6">
        {/* The page's name, as the modal's title names the dialog; each step's heading sits below it. */}
        <h1 className="sr-only">Truth Assessment</h1>
        <AssessmentFlow />
      </main>
    </div>
  );
}

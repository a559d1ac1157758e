import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import BlueprintsMarketplace from './blueprints-marketplace';

/** /blueprints (guarded): the marketplace on its own page; checkout returns here after a purchase. */
export default function BlueprintsPage() {
  useDocumentTitle('Blueprints');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3 mb-6">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <BlueprintsMarketplace />
    </div>
  );
}

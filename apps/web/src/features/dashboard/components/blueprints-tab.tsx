import { LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Card, CardContent } from '@/components/ui/card';

/** Placeholder until the commerce feature ships the marketplace: says so, and offers only real links. */
export function BlueprintsTab() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <LayoutTemplate className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">The Blueprints Marketplace arrives soon</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Architecture blueprints — real-time analytics pipelines, truth-validation frameworks and multi-tenant SaaS
          designs — will be listed here. Until then, our team can walk you through them.
        </p>
        <Link to={paths.contact} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Contact our team
        </Link>
      </CardContent>
    </Card>
  );
}

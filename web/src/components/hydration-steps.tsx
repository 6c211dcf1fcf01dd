import { type ReactNode, Suspense } from 'react';

/**
 * Renders `steps` one after another, each after the first inside a Suspense boundary within the
 * one before. React hydrates a server-rendered boundary after what encloses it, in a render and
 * commit of its own, so a page the server rendered comes to life a step per task on a slow phone
 * instead of in one commit of the whole page (issue 42): what is on screen first, the rest after.
 * A tap on a part not hydrated yet makes React hydrate it at once and then handle the tap. Nothing
 * in a step suspends, so in a browser render the boundaries change nothing.
 */
export function HydrationSteps({ steps }: { steps: readonly ReactNode[] }) {
  const [first, ...rest] = steps;
  return (
    <>
      {first}
      {rest.length > 0 ? (
        <Suspense>
          <HydrationSteps steps={rest} />
        </Suspense>
      ) : null}
    </>
  );
}

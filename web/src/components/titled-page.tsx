import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

interface TitledPageProps {
  /** Names the browser tab, and heads the page unless `heading` says otherwise. */
  readonly title: string;
  readonly heading?: string;
  /** Width and page classes beside `page` (for instance "page--medium legal"). */
  readonly className: string;
  readonly as?: 'article' | 'section';
  readonly children: ReactNode;
}

/** A page of its own under one `h1`, named in the browser tab so tabs and screen readers say it. */
export function TitledPage({
  title,
  heading = title,
  className,
  as: Tag = 'article',
  children,
}: TitledPageProps) {
  usePageTitle(title);
  return (
    <Tag className={`page ${className}`}>
      <h1>{heading}</h1>
      {children}
    </Tag>
  );
}

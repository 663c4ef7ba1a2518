// @pace/ui: the design system. Tokens live in `@pace/ui/tokens.css` (loaded once, by the shell).
export type { BadgeTone } from './components/Badge';
export { Badge } from './components/Badge';
export type { ButtonProps } from './components/Button';
export { Button, buttonClass } from './components/Button';
export type { CardProps } from './components/Card';
export { Card } from './components/Card';
export type { NewVersionMessageProps } from './components/NewVersionMessage';
export { NewVersionMessage } from './components/NewVersionMessage';
export type { PageHeaderProps } from './components/PageHeader';
export { PageHeader } from './components/PageHeader';
export type { SkeletonProps } from './components/Skeleton';
export { Skeleton } from './components/Skeleton';

import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import alerts from './alert.module.css';
import { cx } from './class-names';
import palettes from './palette.module.css';

const STATUS = {
  info: { palette: palettes.blue, Icon: Info },
  success: { palette: palettes.green, Icon: CircleCheck },
  warning: { palette: palettes.orange, Icon: TriangleAlert },
  error: { palette: palettes.red, Icon: CircleAlert },
} as const;

/**
 * A Chakra-looking alert without Chakra (ADR 0017): the status's colours and icon, then
 * `children` (a title, a description, an action under them) and `action` beside them. The role,
 * if any, is the caller's.
 */
export function Alert({
  status,
  size = 'md',
  className,
  children,
  action,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  status: keyof typeof STATUS;
  size?: 'sm' | 'md';
  children: ReactNode;
  /** Beside the text, at the end of the row (a button). */
  action?: ReactNode;
}) {
  const { palette, Icon } = STATUS[status];
  return (
    <div className={cx(alerts.root, size === 'sm' && alerts.sm, palette, className)} {...props}>
      <span className={alerts.indicator} aria-hidden="true">
        <Icon />
      </span>
      <div className={alerts.content}>{children}</div>
      {action}
    </div>
  );
}

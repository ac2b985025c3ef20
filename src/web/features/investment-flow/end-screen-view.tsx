// The end screens of docs/spec.md §2 with their texts and buttons. Mid-closing never shows: its URL is the summary.
import { Button, ButtonLink, ExternalButtonLink } from '../../components/ui/button';
import { siteConfig } from '../../lib/site/site-config';
import { END_SCREENS, type EndScreenAction, investorRelationsHref } from './end-screens';
import styles from './step-screen.module.css';
import type { StepScreenProps } from './step-screen-props';
import { useFlowNavigation } from './use-flow-navigation';

export const EndScreenView = ({ step, fund, transaction }: StepScreenProps) => {
  const { previous, isPreviousLoading } = useFlowNavigation({ step, fundSlug: fund.fund.slug, transaction });
  if (step === 'MID_CLOSING' || !(step in END_SCREENS)) return null;
  const screen = END_SCREENS[step as keyof typeof END_SCREENS];
  const email = siteConfig.investorRelationsEmail ?? siteConfig.contact.email;

  const action = (kind: EndScreenAction, label: string, isPrimary: boolean) => {
    const variant = isPrimary ? 'primary' : 'secondary';
    if (kind === 'fundPage') {
      return (
        <ButtonLink variant={variant} isFullOnPhone to={`/fund/${fund.fund.slug}`}>
          {label}
        </ButtonLink>
      );
    }
    if (kind === 'contactInvestorRelations') {
      return (
        <ExternalButtonLink variant={variant} isFullOnPhone href={investorRelationsHref(email, fund.fund.name)}>
          {label}
        </ExternalButtonLink>
      );
    }
    // docs/spec.md §4: from ERROR_UNKNOWN the flow restarts at INITIAL; the server does it (Previous) and answers the step.
    return (
      <Button
        variant={variant}
        isFullOnPhone
        onClick={() => void previous()}
        disabled={isPreviousLoading}
        isBusy={isPreviousLoading}
      >
        {label}
      </Button>
    );
  };

  return (
    <div className={styles.endScreen}>
      {screen.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <div className={styles.endActions}>
        {action(screen.primary.action, screen.primary.label, true)}
        {screen.secondary && action(screen.secondary.action, screen.secondary.label, false)}
      </div>
      {screen.back && (
        <Button
          variant="quiet"
          className={styles.endBack}
          onClick={() => void previous()}
          disabled={isPreviousLoading}
          isBusy={isPreviousLoading}
        >
          <span aria-hidden="true">←</span> {screen.back.label}
        </Button>
      )}
    </div>
  );
};

// Features never import each other: a page that shows another feature's component receives it through this slot,
// filled in by app/ (which composes the features).
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type SigningPanelProps = { transactionIntegrationId: string; onSigned(): void };
export type SigningStatusProps = { transactionIntegrationId: string };

export type FeatureSlots = {
  /** The embedded signing of the subscription agreement (DOCUMENT_SIGNED). */
  SigningPanel: ComponentType<SigningPanelProps> | null;
  /** Who still has to sign, resend and download (investment summary). */
  SigningStatus: ComponentType<SigningStatusProps> | null;
};

const FeatureSlotsContext = createContext<FeatureSlots>({ SigningPanel: null, SigningStatus: null });

export const FeatureSlotsProvider = ({ slots, children }: { slots: FeatureSlots; children: ReactNode }) => (
  <FeatureSlotsContext.Provider value={slots}>{children}</FeatureSlotsContext.Provider>
);

export const useFeatureSlots = (): FeatureSlots => useContext(FeatureSlotsContext);

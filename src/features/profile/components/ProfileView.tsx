/** The profile's cards for one user, each in its own error boundary. */
import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { CardErrorBoundary } from '@/shared/ui/CardErrorBoundary';
import { ProfileAchievementsCard } from './ProfileAchievementsCard';
import { CompanyCard } from './CompanyCard';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DevicesCard } from './DevicesCard';
import { NewsletterCard } from './NewsletterCard';
import { NotValidatedBanner } from './NotValidatedBanner';
import { PersonalInfoCard } from './PersonalInfoCard';
import { SegmentCard } from './SegmentCard';
import type { User } from '@/api';

export interface ProfileViewProps {
  user: User;
  isOwn: boolean;
}

const Boxed = ({ children }: { children: ReactNode }) => (
  <CardErrorBoundary>{children}</CardErrorBoundary>
);

/**
 * Two columns at desktop width: personal information, company and segment, devices on the
 * left; achievements and newsletter on the right; the delete action below. One column below xl.
 */
export function ProfileView({ user, isOwn }: ProfileViewProps) {
  const card = { user, isOwn };
  return (
    <Flex vertical gap={16}>
      <NotValidatedBanner {...card} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Boxed>
              <PersonalInfoCard {...card} />
            </Boxed>
            <Row gutter={[16, 16]}>
              <Col xs={24} md={12}>
                <Boxed>
                  <CompanyCard {...card} />
                </Boxed>
              </Col>
              <Col xs={24} md={12}>
                <Boxed>
                  <SegmentCard {...card} />
                </Boxed>
              </Col>
            </Row>
            <Boxed>
              <DevicesCard {...card} />
            </Boxed>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Boxed>
              <ProfileAchievementsCard user={user} />
            </Boxed>
            <Boxed>
              <NewsletterCard key={`${user.id}-${user.newsletterActive}`} {...card} />
            </Boxed>
          </Flex>
        </Col>
      </Row>
      <Boxed>
        <DeleteAccountSection {...card} />
      </Boxed>
    </Flex>
  );
}

/**
 * Home dashboard (spec 2 section 2): Welcome, Overview, Your Achievements, Your Analyses,
 * Weekly Performance, Package Counter and Recently Measured Parameter, each card in its own
 * error boundary. Admins never see it: they go to the admin home.
 */
import { Col, Row } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { api } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { PageTitle } from '@/shared/ui/PageTitle';
import { AchievementsCard } from '../components/AchievementsCard';
import { AnalysesCard } from '../components/AnalysesCard';
import { DashboardCard } from '../components/DashboardCard';
import { OverviewCard } from '../components/OverviewCard';
import { PackageCounterCard } from '../components/PackageCounterCard';
import { RecentParametersCard } from '../components/RecentParametersCard';
import { WeeklyPerformanceCard } from '../components/WeeklyPerformanceCard';
import { WelcomeCard } from '../components/WelcomeCard';
import { useAppDispatch } from '@/shared/store/hooks';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

export function DashboardPage() {
  const { user, isAdmin } = useSession();
  const dispatch = useAppDispatch();
  if (isAdmin) return <Navigate to={paths.adminHome} replace />;
  if (!user) return null;
  const reload =
    (...tags: Tag[]) =>
    () =>
      dispatch(api.util.invalidateTags(tags));
  return (
    <div>
      {/* the cards say what the page is; the heading is for assistive technology */}
      <PageTitle visuallyHidden>Home</PageTitle>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <DashboardCard title="Welcome" onReset={reload('Notification')}>
            <WelcomeCard />
          </DashboardCard>
        </Col>
        <Col xs={24} xl={10}>
          <DashboardCard title="Overview" onReset={reload('Overview')}>
            <OverviewCard />
          </DashboardCard>
        </Col>
        <Col xs={24} xl={14}>
          <DashboardCard title="Weekly Performance" onReset={reload('Overview')}>
            <WeeklyPerformanceCard />
          </DashboardCard>
        </Col>
        <Col xs={24} xl={10}>
          <DashboardCard title="Your Achievements" onReset={reload('Achievement', 'User')}>
            <AchievementsCard />
          </DashboardCard>
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <DashboardCard
            title="Your Analyses"
            extra={<Link to={paths.analyses}>View all</Link>}
            onReset={reload('Analysis')}
          >
            <AnalysesCard />
          </DashboardCard>
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <DashboardCard title="Package Counter" onReset={reload('Package', 'Parameter')}>
            <PackageCounterCard />
          </DashboardCard>
        </Col>
        <Col xs={24} lg={24} xl={8}>
          <DashboardCard title="Recently Measured Parameter" onReset={reload('Parameter')}>
            <RecentParametersCard />
          </DashboardCard>
        </Col>
      </Row>
    </div>
  );
}

/**
 * The admin home (/admin/dashboard): four tiles with the counts of registered users,
 * successful results, discarded results and analyses ('-' while loading), each opening its
 * table; the users table only after the 'Registered Users Data' warning. 'Export Newsletter
 * Data' downloads, after its own warning, the list of users who confirmed the newsletter.
 */
import {
  ExperimentOutlined,
  FileExcelOutlined,
  LineChartOutlined,
  MailOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetAdminDashboardQuery, exportsApi } from '@/api';
import { paths } from '@/shared/config/paths';
import { saveFile } from '@/shared/lib/download';
import { useAppDispatch } from '@/shared/store/hooks';
import { PageTitle } from '@/shared/ui/PageTitle';
import { CountTile } from '../components/CountTile';
import { DataWarningDialog } from '../components/DataWarningDialog';

type Warning = 'users' | 'newsletter' | null;

export const USERS_WARNING_TITLE = 'Registered Users Data';
export const NEWSLETTER_WARNING_TITLE = 'Export Newsletter Data';

export function AdminDashboardPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data } = useGetAdminDashboardQuery();
  const [warning, setWarning] = useState<Warning>(null);
  const [exporting, setExporting] = useState(false);

  const exportNewsletter = async () => {
    setExporting(true);
    try {
      const blob = await dispatch(
        exportsApi.endpoints.exportNewsletter.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      saveFile(blob, 'newsletter.csv');
      setWarning(null);
    } catch {
      // reported by the central error handler
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={24}>
      <PageTitle>Home</PageTitle>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <CountTile
            title="Registered Users"
            value={data?.userCount}
            icon={<TeamOutlined />}
            onOpen={() => setWarning('users')}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <CountTile
            title="Successful Results"
            value={data?.successfullCount}
            icon={<ExperimentOutlined />}
            onOpen={() => navigate(paths.adminResultListSuccessful)}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <CountTile
            title="Discarded Results"
            value={data?.discardedCount}
            icon={<StopOutlined />}
            onOpen={() => navigate(paths.adminResultListDiscarded)}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <CountTile
            title="Analyses"
            value={data?.analysesCount}
            icon={<LineChartOutlined />}
            onOpen={() => navigate(paths.adminAnalyses)}
          />
        </Col>
      </Row>
      <Card title="Exports">
        <Flex gap={12} wrap>
          <Button icon={<MailOutlined />} onClick={() => setWarning('newsletter')}>
            Export Newsletter Data
          </Button>
          {/* the product names this export, but no server call for it is documented yet */}
          <Tooltip title="Beta feedback is not collected by this server.">
            <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
              <Button icon={<FileExcelOutlined />} disabled style={{ pointerEvents: 'none' }}>
                Export Beta Feedback
              </Button>
            </span>
          </Tooltip>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          The newsletter export lists the users who confirmed their newsletter subscription.
        </Typography.Paragraph>
      </Card>
      <DataWarningDialog
        open={warning === 'users'}
        title={USERS_WARNING_TITLE}
        onCancel={() => setWarning(null)}
        onContinue={() => navigate(paths.adminUsers)}
      />
      <DataWarningDialog
        open={warning === 'newsletter'}
        title={NEWSLETTER_WARNING_TITLE}
        busy={exporting}
        onCancel={() => setWarning(null)}
        onContinue={() => void exportNewsletter()}
      />
    </Flex>
  );
}

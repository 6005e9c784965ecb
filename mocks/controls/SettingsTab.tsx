import { Button, Flex, Popconfirm, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { MockSettings, ScenarioName } from '../db/types';
import { resetData, setCountry, setLatency, switchScenario, type Reload } from './actions';
import { ClockControls } from './ClockControls';

const LATENCIES = [0, 300, 1000, 3000];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={6} role="group" aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      {children}
    </Flex>
  );
}

/** Data, scenario, clock, latency and country of the mock server. */
export function SettingsTab({ settings, reload }: { settings: MockSettings; reload: Reload }) {
  return (
    <Flex vertical gap={20}>
      <Section title="Data">
        <Flex gap={8} align="center" wrap>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            size="small"
            value={settings.scenario}
            options={[
              { label: 'Default', value: 'default' },
              { label: 'Large', value: 'large' },
            ]}
            onChange={(e) => void switchScenario(e.target.value as ScenarioName, reload)}
          />
          <Popconfirm
            title="Reset all mock data?"
            description="Every change is lost and the page reloads."
            onConfirm={() => resetData(reload)}
          >
            <Button size="small" danger>
              Reset data
            </Button>
          </Popconfirm>
        </Flex>
        <Typography.Text type="secondary">Switching the scenario reseeds the data.</Typography.Text>
      </Section>
      <Section title="Clock">
        <ClockControls offset={settings.clockOffset} />
      </Section>
      <Section title="Latency">
        <Radio.Group
          optionType="button"
          size="small"
          value={settings.latency}
          options={LATENCIES.map((ms) => ({ label: `${ms} ms`, value: ms }))}
          onChange={(e) => setLatency(e.target.value as number)}
        />
      </Section>
      <Section title="Country">
        <Radio.Group
          optionType="button"
          size="small"
          value={settings.countryCode === 'us' ? 'us' : 'de'}
          options={[
            { label: 'US (us)', value: 'us' },
            { label: 'Elsewhere (de)', value: 'de' },
          ]}
          onChange={(e) => void setCountry(e.target.value as string, reload)}
        />
        <Typography.Text type="secondary">
          The app reads it once at start: the page reloads.
        </Typography.Text>
      </Section>
    </Flex>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { anActivity } from '../../../testing/activity-fixture';
import { AiRecommendation } from './ai-recommendation';

/** The panel's text, tags removed. */
function textOf(element: React.ReactElement): string {
  return renderToStaticMarkup(element)
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('AiRecommendation', () => {
  it('should show a win verdict with its confidence as a percentage, the suggested amount and the notes', () => {
    const text = textOf(
      <AiRecommendation
        activity={anActivity({ aiResultChecked: true, aiResultStatus: 'win', aiResultConfidence: 0.874, aiResultWinAmount: '42.50', aiResultDetails: 'Horse 4 finished 1st' })}
      />,
    );

    expect(text).toContain('AI: Win');
    expect(text).toContain('thinks this ticket won (87% confidence)');
    expect(text).toContain('Suggested win amount: $42.50');
    expect(text).toContain('Horse 4 finished 1st');
  });

  it('should show a loss verdict without a win amount', () => {
    const text = textOf(<AiRecommendation activity={anActivity({ aiResultChecked: true, aiResultStatus: 'loss', aiResultConfidence: 0.95, aiResultWinAmount: '10.00' })} />);

    expect(text).toContain('AI: Loss');
    expect(text).toContain('thinks this ticket lost (95% confidence)');
    expect(text).not.toContain('Suggested win amount');
  });

  it('should say when the AI could not determine the result', () => {
    const text = textOf(<AiRecommendation activity={anActivity({ aiResultChecked: true, aiResultStatus: 'undetermined' })} />);

    expect(text).toContain('The AI could not determine the result. Please update it yourself.');
  });
});

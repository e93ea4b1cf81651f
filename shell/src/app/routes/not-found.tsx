import { Link } from 'react-router';
import { Button, Card, CardContent, Container, Typography } from '@mui/material';
import { paths } from '../../config/paths';

/** The fallback route: "404 Page Not Found" (spec section 2). */
export default function NotFoundRoute() {
  return (
    <Container maxWidth="sm" component="main" sx={{ py: 4 }}>
      <Card>
        <CardContent>
          <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
            404 Page Not Found
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Did you forget to add the page to the router?
          </Typography>
          <Button component={Link} to={paths.home} variant="contained">
            Go Home
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}

// The admin's one door to routing: every admin screen imports Link and the location hooks from here,
// so the router underneath can change without touching the screens.
export { Link, Outlet, useLocation, useNavigate, useParams, useSearchParams } from '../../lib/navigation';

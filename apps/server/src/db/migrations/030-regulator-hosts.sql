-- Every complaint's detail shows where to escalate, and the address opens: the RBI's Complaint
-- Management System in India, OJK's Kontak 157 in Indonesia (docs/product.md#complaints). The app
-- opens another host only if its app config allows it, so each app already stored allows its
-- market's regulator; the demo catalogue (apps.json) names them too.
update apps set allowed_hosts = allowed_hosts || '["cms.rbi.org.in"]'::jsonb
 where market = 'IN' and not (allowed_hosts @> '["cms.rbi.org.in"]'::jsonb);
update apps set allowed_hosts = allowed_hosts || '["kontak157.ojk.go.id"]'::jsonb
 where market = 'ID' and not (allowed_hosts @> '["kontak157.ojk.go.id"]'::jsonb);

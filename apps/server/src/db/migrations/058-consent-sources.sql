-- Where each change of a consent came from (docs/product.md#retention): the address, browser and
-- device are its evidence while the choice stands, and go a period after a later choice replaced
-- it. The choice itself, its text's version, when and which app version, stays in `consents`,
-- never changed.
create table consent_sources (
  consent_id  bigint primary key references consents (id),
  address     text not null,
  user_agent  text,
  device_id   text
);
insert into consent_sources (consent_id, address, user_agent, device_id)
  select id, address, user_agent, device_id from consents;
alter table consents drop column address, drop column user_agent, drop column device_id;
